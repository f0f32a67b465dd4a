/** The product's mark, drawn here: three digit tiles on a rounded square (a round draws three digits). */
export function AppLogo({ size = 88, label }: { size?: number; label: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 88 88" role="img" aria-label={label}>
      <defs>
        <linearGradient id="account-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f6fed" />
          <stop offset="1" stopColor="#6a9bff" />
        </linearGradient>
      </defs>
      <rect width="88" height="88" rx="20" fill="url(#account-logo-bg)" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${12 + i * 22} ${i === 1 ? 24 : 32})`}>
          <rect width="20" height="28" rx="5" fill="#fff" opacity={i === 1 ? 1 : 0.85} />
          <text x="10" y="20" textAnchor="middle" fontSize="16" fontWeight="700" fill="#2f6fed" fontFamily="Arial, sans-serif">
            {[3, 7, 5][i]}
          </text>
        </g>
      ))}
    </svg>
  );
}
