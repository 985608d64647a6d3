import { useEffect, useState } from 'react';

/**
 * Core's webmailUrl for the address, or null. Core's e-mail module carries the Public Suffix
 * List (over 100 kB compressed), so it is fetched after the screen has shown, not with it.
 */
export function useWebmailUrl(email: string): string | null {
  const [url, setUrl] = useState<{ email: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!email) return;
    let current = true;
    import('@pathwise/core/email')
      .then(({ webmailUrl }) => {
        if (current) setUrl({ email, url: webmailUrl(email) });
      })
      .catch((error: unknown) => console.warn('webmail link unavailable', error));
    return () => {
      current = false;
    };
  }, [email]);
  // An answer for an earlier address does not count.
  return url?.email === email ? url.url : null;
}
