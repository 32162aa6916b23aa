import { useParams } from 'react-router-dom';

/** A route parameter that names a record: a positive whole number, else null. */
export function idOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The record ids the current route names, as numbers; null when any is missing or malformed, so
 * the page can send the user to the not-found page instead of asking the server.
 */
export function useRouteIds<K extends string>(...names: K[]): Record<K, number> | null {
  const params = useParams();
  const ids = {} as Record<K, number>;
  for (const name of names) {
    const id = idOf(params[name]);
    if (id === null) return null;
    ids[name] = id;
  }
  return ids;
}
