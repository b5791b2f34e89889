import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type';
import { checkUploadFiles, safeName, shownName, type UploadFile } from './upload-files';

/** A file as the multipart reader describes it (the checks never open its path). */
const fileOf = (name: string, bytes: Uint8Array): UploadFile => ({
  name,
  path: '/nowhere',
  size: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  type: sniffFileType(bytes),
});

const pdf = (rest: string) => new TextEncoder().encode(`%PDF-1.7\n${rest}`);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('a stored file name', () => {
  it('carries the extension of the type read from the bytes, whatever the name claims', () => {
    const [stored] = checkUploadFiles([fileOf('notice.html', pdf('<html><script>alert(1)</script>'))]);
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.fileName).toBe('notice.html.pdf');
    expect(safeName('register page', 'application/pdf')).toBe('register page.pdf');
    expect(safeName('PHOTO.JPEG', 'image/jpeg')).toBe('PHOTO.JPEG');
    expect(safeName('photo.jpg', 'image/png')).toBe('photo.jpg.png');
  });

  it('drops right-to-left overrides and other invisible controls, so it reads as what it is', () => {
    const [stored] = checkUploadFiles([fileOf('photo\u202Egnp.exe', png)]);
    expect(stored.fileName).toBe('photognp.exe.png');
    expect(safeName('a\u2067b\u200Fc\u0000d\u0085.pdf', 'application/pdf')).toBe('abcd.pdf');
  });

  it('keeps Devanagari names whole, joiners included', () => {
    expect(safeName('उपस्थिति रजिस्टर\u200D.pdf', 'application/pdf')).toBe('उपस्थिति रजिस्टर\u200D.pdf');
  });

  it('keeps no path, and never an empty name', () => {
    expect(safeName('C:\\Users\\head\\..\\plan.pdf', 'application/pdf')).toBe('plan.pdf');
    expect(safeName('../..', 'application/pdf')).toBe('file.pdf');
    expect(safeName('\u202E', 'image/png')).toBe('file.png');
  });

  it('cleans names stored before this rule on the way out', () => {
    expect(shownName('photo\u202Egnp.exe', 'image/png')).toBe('photognp.exe.png');
    expect(shownName('old.pdf', 'application/octet-stream')).toBe('old.pdf');
  });
});
