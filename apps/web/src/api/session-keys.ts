/** The session query's key: shared so writes that change the session user can refresh it. */
export const SESSION_QUERY_KEY = ['session'] as const;
