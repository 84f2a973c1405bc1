/** The roles of docs/api.md#authentication-roles-and-tokens, most powerful first. */
export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The authenticated user of a request. */
export interface Caller {
  id: number;
  name: string;
  role: Role;
}
