/** The spec's session user name: the part of the e-mail before the at-sign, or 'User'. */
export function displayName(email: string | null | undefined): string {
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}
