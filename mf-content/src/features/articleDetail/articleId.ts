const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The article an /aticleDetail link names: `id`, or the id inside the spec's `news` query (the JSON of an
 * article). Only the id is taken from `news`: its title and content could say anything, the server's are shown.
 */
export function articleIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  if (isId(id)) return id;
  try {
    const news: unknown = JSON.parse(params.get('news') ?? 'null');
    const fromNews = typeof news === 'object' && news !== null ? (news as { id?: unknown }).id : undefined;
    return isId(fromNews) ? fromNews : null;
  } catch {
    return null;
  }
}
