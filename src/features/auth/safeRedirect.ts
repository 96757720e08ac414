/** Where to go after signing in: the `redirect` query when it is an app path, else home (no open redirects). */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/m/') || redirect.startsWith('//') || redirect.includes('\\'))
    return '/m/home';
  if (/^\/m\/(login|register|forget|trail)\b/.test(redirect)) return '/m/home';
  return redirect;
}
