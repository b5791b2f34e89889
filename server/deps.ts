import type { Validator } from '../engine';
import type { Catalogues } from './catalogue';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { DocumentStore } from './storage/document-store';
import type { Logger } from './log/logger';

/** What services need from the world, passed in rather than imported. */
export interface Deps {
  db: Db;
  /** A read replica for dashboards and reports; the primary when there is none. */
  readDb?: Db;
  catalogues: Catalogues;
  validator: Validator;
  jwtSecret: string;
  documents: DocumentStore;
  /** Where uploads are streamed before their checks (DATA_DIR/uploads, beside the folder store); the system's temp folder when absent. */
  uploadDir?: string;
  now: () => Date;
  /** Account e-mails (reset links, login names); built from the environment when absent. */
  mailer?: Mailer;
  /** Where request lines and errors go; the process logger when absent. */
  log?: Logger;
}
