import { AVATAR_COUNT } from './config';

type HairStyle = 'cap' | 'long' | 'bun' | 'spiky';
interface Look {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  style: HairStyle;
}

/** The 8 system avatars, drawn here (no image files): a background, shoulders, a face and a hair style. */
const LOOKS: readonly Look[] = [
  { bg: '#5b8def', skin: '#f6d2b8', hair: '#2b2b2b', shirt: '#ffffff', style: 'cap' },
  { bg: '#f28b82', skin: '#f1c27d', hair: '#6b3e26', shirt: '#fff3e0', style: 'long' },
  { bg: '#34a853', skin: '#e0ac69', hair: '#1f1f1f', shirt: '#e8f5e9', style: 'bun' },
  { bg: '#f9ab00', skin: '#ffdbac', hair: '#8d5524', shirt: '#ffffff', style: 'spiky' },
  { bg: '#a142f4', skin: '#c68642', hair: '#111111', shirt: '#f3e5f5', style: 'cap' },
  { bg: '#12b5cb', skin: '#f6d2b8', hair: '#b5651d', shirt: '#e0f7fa', style: 'long' },
  { bg: '#ff7043', skin: '#8d5524', hair: '#000000', shirt: '#fbe9e7', style: 'spiky' },
  { bg: '#607d8b', skin: '#ffdbac', hair: '#d7d7d7', shirt: '#eceff1', style: 'bun' },
];

const FRINGE = 'M20.5 28 C19 11 45 11 43.5 28 C42 22 37 20.5 32 20.5 C27 20.5 22 22 20.5 28 Z';

function Hair({ style, color }: { style: HairStyle; color: string }) {
  switch (style) {
    case 'cap':
      return <path d={FRINGE} fill={color} />;
    case 'long':
      return <path d="M21 25 C23 14 41 14 43 25 C37 20 27 20 21 25 Z" fill={color} />;
    case 'bun':
      return (
        <g fill={color}>
          <circle cx="32" cy="13" r="5" />
          <path d={FRINGE} />
        </g>
      );
    case 'spiky':
      return <path d="M21 26 L22 15 L26 19 L29 12 L32 18 L35 12 L38 19 L42 15 L43 26 C38 20 26 20 21 26 Z" fill={color} />;
  }
}

/** Avatar 1..8 (anything else shows avatar 1). */
export function GeneratedAvatar({ index, size = 56, label }: { index: number; size?: number; label?: string }) {
  const n = Number.isInteger(index) && index >= 1 && index <= AVATAR_COUNT ? index : 1;
  const look = LOOKS[n - 1]!;
  const clip = `account-avatar-clip-${n}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label ?? `avatar ${n}`} data-avatar={n}>
      <defs>
        <clipPath id={clip}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="64" height="64" fill={look.bg} />
        {look.style === 'long' && <path d="M19 28 C19 11 45 11 45 28 L46 46 L18 46 Z" fill={look.hair} />}
        <path d="M11 64 C11 49 21 42 32 42 C43 42 53 49 53 64 Z" fill={look.shirt} />
        <rect x="28" y="34" width="8" height="9" rx="3" fill={look.skin} />
        <circle cx="32" cy="27" r="11" fill={look.skin} />
        <Hair style={look.style} color={look.hair} />
        <circle cx="28" cy="28" r="1.4" fill="#2d2d2d" />
        <circle cx="36" cy="28" r="1.4" fill="#2d2d2d" />
        <path d="M28.5 32 Q32 35 35.5 32" stroke="#2d2d2d" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}
