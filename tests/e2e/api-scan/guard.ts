import { afterAll, afterEach } from 'vitest';
import { describeFindings, takeFindings } from './api-scan';

// Every browser test doubles as a check of the API document from outside the server: an answer
// that crossed the scanner's proxy (tests/e2e/api-scan) and does not match the document fails the
// test it came in. What came after the last test (the file's own teardown) fails the file.
function failOnFindings(when: string) {
  const found = takeFindings();
  if (!found.length) return;
  const answers = new Set(found.map((f) => f.answer)).size;
  throw new Error(`${answers} answer(s) ${when} not as the OpenAPI document says (scripts/openapi-write.ts):\n${describeFindings(found)}`);
}

afterEach(() => failOnFindings('during this test'));
afterAll(() => failOnFindings("after this file's last test"));
