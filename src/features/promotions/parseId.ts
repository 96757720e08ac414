/** A positive whole id from the query string (`?id=`, `?category=`), else undefined. */
export function parseId(text: string | null): number | undefined {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}
