import { describe, expect, it } from 'vitest';
import { EVIDENCE_ACCEPT, fileProblem, fileSize, viewableInline } from './evidenceRules';

describe('fileProblem()', () => {
  it('accepts the six evidence types up to 10 MB', () => {
    expect(fileProblem({ name: 'plan.PDF', size: 2000, type: 'application/pdf' })).toBeNull();
    expect(fileProblem({ name: 'photo.jpeg', size: 2000, type: 'image/jpeg' })).toBeNull();
    expect(fileProblem({ name: 'sheet.xlsx', size: 2000, type: '' })).toBeNull();
    expect(fileProblem({ name: 'big.png', size: 10 * 1024 * 1024, type: 'image/png' })).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(fileProblem({ name: 'run.exe', size: 10, type: 'application/x-msdownload' })).toBe('type');
    expect(fileProblem({ name: 'fake.pdf', size: 10, type: 'text/plain' })).toBe('type');
    expect(fileProblem({ name: 'old.doc', size: 10, type: 'application/msword' })).toBe('type');
    expect(fileProblem({ name: 'none.pdf', size: 0, type: 'application/pdf' })).toBe('empty');
    expect(fileProblem({ name: 'huge.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe('size');
  });
});

describe('helpers', () => {
  it('lists extensions and types for the file chooser', () => {
    expect(EVIDENCE_ACCEPT).toContain('.webp');
    expect(EVIDENCE_ACCEPT).toContain('application/pdf');
  });
  it('writes sizes for people', () => {
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
  it('knows what can be shown inline', () => {
    expect(viewableInline('image/webp')).toBe('image');
    expect(viewableInline('application/pdf')).toBe('pdf');
    expect(viewableInline('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull();
  });
});
