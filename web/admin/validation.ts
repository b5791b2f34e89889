/** A 10-digit Indian mobile number (6 to 9 first), optionally written with +91 or 0, spaces or hyphens; as the server checks it. */
export function isMobile(raw: string): boolean {
  return /^(?:\+91|0)?[6-9][0-9]{9}$/.test(raw.replace(/[\s-]/g, ''));
}

/** A plausible e-mail address (the server decides). */
export function isEmail(raw: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(raw.trim());
}

/** A 6-digit Indian postal code. */
export function isPostalCode(raw: string): boolean {
  return /^[1-9][0-9]{5}$/.test(raw.trim());
}

/** 12 digits, spaces allowed (the server checks the Verhoeff digit). */
export function looksLikeAadhaar(raw: string): boolean {
  return /^[0-9]{12}$/.test(raw.replace(/\s/g, ''));
}
