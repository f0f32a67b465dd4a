/**
 * Other members' names are shown masked: first and last character only ("alice01" -> "a***1"). The api masks
 * every name it sends about someone else (bet feed, winners) with this one rule; screens show what it sends
 * and never unmask.
 */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
