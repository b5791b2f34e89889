/**
 * The password policy: at least 8 characters, with a letter, a digit and a
 * symbol (anything that is neither a letter, a digit nor a space).
 */
export function meetsPasswordPolicy(password: string): boolean {
  return [...password].length >= 8 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password);
}
