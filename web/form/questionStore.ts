import type { ApiValue } from '../api/types';
import type { OutboxActor } from './outbox/outbox.machine';
/** An evidence file of one question (POST /v1/form/{accrid}/question/{questionid}/documents). */
export type EvidenceDocument = ApiValue<'/v1/form/{accrid}/question/{questionid}/documents', 'post'>[number];

/** An evidence file of a domain's question (GET /v1/form/{accrid}/documents?domainId=D1). */
export type DomainDocument = ApiValue<'/v1/form/{accrid}/documents', 'get'>[number];

/** A comment on one question (POST /v1/form/question/comment/list; the form's list and a new comment's answer are both of this shape). */
export type QuestionComment = ApiValue<'/v1/form/question/comment/list', 'post'>[number];

type StoredReview = ApiValue<'/v1/form/{accrid}/comments', 'get'>['reviews'][number];

/** A reviewer's verdict on one question (POST /v1/form/question/status). */
export type QuestionVerdict = StoredReview['status'];

/** A verdict as the form's comments list it; one just given on this page does not know its domain or login yet. */
export type QuestionReview = Omit<StoredReview, 'domainId' | 'loginId'> & Partial<Pick<StoredReview, 'domainId' | 'loginId'>>;

/** Everything the page knows about one question besides its answer. */
export type QuestionExtras = {
  docs: EvidenceDocument[] | null;
  docsLoading: boolean;
  docsError: string | null;
  comments: QuestionComment[];
  review: QuestionReview | null;
};

const EMPTY: QuestionExtras = { docs: null, docsLoading: false, docsError: null, comments: [], review: null };
const NO_COMMENTS: QuestionComment[] = [];

type Listener = () => void;

/**
 * The page's per-question data outside rjsf: current answers (for live computed fields),
 * evidence lists, comments and reviewers' verdicts. Components subscribe to one question, so a
 * change to one question re-renders that question's parts only.
 */
export class QuestionStore {
  /** Files and comments waiting for the connection (web/form/outbox), when the page runs one. */
  outbox: OutboxActor | null = null;

  /** Hands the page's outbox to the questions (they subscribe to the key `outbox`). */
  setOutbox(outbox: OutboxActor | null): void {
    this.outbox = outbox;
    this.emit('outbox');
  }
  private answers: Record<string, unknown> = {};
  private extras = new Map<string, QuestionExtras>();
  private listeners = new Map<string, Set<Listener>>();
  private queue: string[] = [];
  private running = 0;
  private readonly loadDocs: (questionid: string) => Promise<EvidenceDocument[]>;
  private readonly describeError: (e: unknown) => string;
  /** `fresh`: the list must be read after now (after an upload or delete), not taken from a load started earlier. */
  private readonly loadDomainDocs?: (domainId: string, fresh: boolean) => Promise<DomainDocument[]>;
  /** The domain each question's list came with, and that domain's questions with evidence. */
  private domainOf = new Map<string, { domainId: string; questionids: string[] }>();
  private domainLoads = new Map<string, Promise<void>>();
  private loadedDomains = new Set<string>();

  constructor(
    loadDocs: (questionid: string) => Promise<EvidenceDocument[]>,
    describeError: (e: unknown) => string = () => '',
    loadDomainDocs?: (domainId: string, fresh: boolean) => Promise<DomainDocument[]>,
  ) {
    this.loadDocs = loadDocs;
    this.describeError = describeError;
    this.loadDomainDocs = loadDomainDocs;
  }

  /** Subscribes to one key: `a:Q001` for the answer, `r:Q001` for its Not Applicable reason, `x:Q001` for the rest. */
  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private emit(key: string): void {
    const set = this.listeners.get(key);
    if (set) for (const l of set) l();
  }

  getAnswer(questionid: string): unknown {
    return this.answers[questionid];
  }

  private reasons: Record<string, string> = {};

  /** Why the school answered Not Applicable, as the page holds it (the server's, or typed here). */
  getReason(questionid: string): string {
    return this.reasons[questionid] ?? '';
  }

  /** Takes the reasons of the form (from the server, with this device's unsent ones laid over). */
  setReasons(next: Record<string, string>): void {
    const prev = this.reasons;
    this.reasons = { ...next };
    for (const k of new Set([...Object.keys(prev), ...Object.keys(next)])) if (prev[k] !== next[k]) this.emit(`r:${k}`);
  }

  setReason(questionid: string, reason: string): void {
    if (this.reasons[questionid] === reason) return;
    this.reasons = { ...this.reasons, [questionid]: reason };
    this.emit(`r:${questionid}`);
  }

  /** Takes the form's answers; tells only the questions whose value changed. */
  setAnswers(next: Record<string, unknown>): void {
    const prev = this.answers;
    this.answers = next;
    for (const k of new Set([...Object.keys(prev), ...Object.keys(next)])) if (prev[k] !== next[k]) this.emit(`a:${k}`);
  }

  getExtras(questionid: string): QuestionExtras {
    return this.extras.get(questionid) ?? EMPTY;
  }

  private patch(questionid: string, patch: Partial<QuestionExtras>): void {
    this.extras.set(questionid, { ...this.getExtras(questionid), ...patch });
    this.emit(`x:${questionid}`);
  }

  /** Spreads the form's comments over its questions. */
  setComments(list: QuestionComment[]): void {
    const byQ = new Map<string, QuestionComment[]>();
    for (const c of list) byQ.set(c.questionid, [...(byQ.get(c.questionid) ?? []), c]);
    const touched = new Set([...byQ.keys(), ...[...this.extras].filter(([, x]) => x.comments.length > 0).map(([q]) => q)]);
    for (const q of touched) this.patch(q, { comments: byQ.get(q) ?? NO_COMMENTS });
  }

  addComment(c: QuestionComment): void {
    this.patch(c.questionid, { comments: [...this.getExtras(c.questionid).comments, c] });
  }

  /** Spreads the reviewers' verdicts over their questions. */
  setReviews(list: QuestionReview[]): void {
    const byQ = new Map(list.map((r) => [r.questionid, r]));
    const touched = new Set([...byQ.keys(), ...[...this.extras].filter(([, x]) => x.review).map(([q]) => q)]);
    for (const q of touched) this.patch(q, { review: byQ.get(q) ?? null });
  }

  setReview(r: QuestionReview): void {
    this.patch(r.questionid, { review: r });
  }

  /** Loads the evidence lists of some questions, a few at a time, skipping those already known. */
  requestDocs(questionids: string[]): void {
    for (const q of questionids) {
      const x = this.getExtras(q);
      if (x.docs || x.docsLoading || this.queue.includes(q)) continue;
      this.queue.push(q);
    }
    this.pump();
  }

  /**
   * Loads the evidence lists of a domain's questions in one request (when the store has a
   * domain loader; otherwise question by question), skipping a domain already known.
   */
  requestDomainDocs(domainId: string, questionids: string[]): void {
    if (!this.loadDomainDocs) {
      this.requestDocs(questionids);
      return;
    }
    for (const q of questionids) this.domainOf.set(q, { domainId, questionids });
    if (questionids.some((q) => !this.getExtras(q).docs && !this.getExtras(q).docsLoading)) void this.fetchDomain(domainId, questionids, false);
  }

  /**
   * Takes a domain's evidence lists already here (the opening call's, or the server's drawing's),
   * so the questions are first drawn with them: a list handed over after the form is on screen
   * changes each evidence box under the head's eyes (a missing file's warning, a file list).
   */
  takeDomainDocs(domainId: string, questionids: string[], list: DomainDocument[]): void {
    for (const q of questionids) this.domainOf.set(q, { domainId, questionids });
    this.handOut(domainId, questionids, list);
  }

  private handOut(domainId: string, questionids: string[], list: DomainDocument[]): void {
    this.loadedDomains.add(domainId);
    const byQ = new Map<string, EvidenceDocument[]>();
    for (const d of list) byQ.set(d.questionid, [...(byQ.get(d.questionid) ?? []), d]);
    for (const q of new Set([...questionids, ...byQ.keys()])) this.patch(q, { docs: byQ.get(q) ?? [], docsLoading: false, docsError: null });
  }

  /** True once a domain's evidence lists came in one request (the page then need not start it again). */
  hasDomainDocs(domainId: string): boolean {
    return this.loadedDomains.has(domainId);
  }

  /** Loads again the evidence lists that failed (e.g. while offline). */
  retryFailedDocs(): void {
    const failed = [...this.extras].filter(([, x]) => x.docsError && !x.docsLoading).map(([q]) => q);
    const domains = new Map(failed.flatMap((q) => (this.domainOf.has(q) && this.loadDomainDocs ? [[this.domainOf.get(q)!.domainId, this.domainOf.get(q)!]] : [])));
    for (const d of domains.values()) void this.fetchDomain(d.domainId, d.questionids, false);
    this.requestDocs(failed.filter((q) => !(this.domainOf.has(q) && this.loadDomainDocs)));
  }

  /** Loads one question's evidence list again (after an upload or a delete): its domain's list when known. */
  refreshDocs(questionid: string): Promise<void> {
    const d = this.domainOf.get(questionid);
    return d && this.loadDomainDocs ? this.fetchDomain(d.domainId, d.questionids, true, questionid) : this.fetchDocs(questionid);
  }

  /** Waits until the evidence lists of these questions are known; answers those with none. */
  async withoutDocs(questionids: string[]): Promise<string[]> {
    const unknown = questionids.filter((q) => !this.getExtras(q).docs);
    const domains = new Map(unknown.flatMap((q) => (this.domainOf.has(q) && this.loadDomainDocs ? [[this.domainOf.get(q)!.domainId, this.domainOf.get(q)!]] : [])));
    await Promise.all([
      ...[...domains.values()].map((d) => this.fetchDomain(d.domainId, d.questionids, false)),
      ...unknown.filter((q) => !(this.domainOf.has(q) && this.loadDomainDocs)).map((q) => this.fetchDocs(q)),
    ]);
    return questionids.filter((q) => (this.getExtras(q).docs ?? []).length === 0);
  }

  /**
   * One domain's list, handed out to its questions (none listed: an empty list). A load already
   * under way is shared; `fresh` (after an upload or delete) loads again once it is done.
   */
  private fetchDomain(domainId: string, questionids: string[], fresh: boolean, changed?: string): Promise<void> {
    const running = this.domainLoads.get(domainId);
    if (running) return fresh ? running.then(() => this.fetchDomain(domainId, questionids, true, changed)) : running;
    // Only the questions without a list (and the one just changed) show that they are loading.
    for (const q of questionids) if (!this.getExtras(q).docs || q === changed) this.patch(q, { docsLoading: true, docsError: null });
    const load = this.loadDomainDocs!(domainId, fresh)
      .then(
        (list) => this.handOut(domainId, questionids, list),
        (e: unknown) => {
          const error = this.describeError(e) || 'error';
          for (const q of questionids) this.patch(q, { docsLoading: false, docsError: error });
        },
      )
      .finally(() => this.domainLoads.delete(domainId));
    this.domainLoads.set(domainId, load);
    return load;
  }

  private pump(): void {
    while (this.running < 3 && this.queue.length > 0) {
      const q = this.queue.shift()!;
      this.running += 1;
      void this.fetchDocs(q).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async fetchDocs(questionid: string): Promise<void> {
    this.patch(questionid, { docsLoading: true, docsError: null });
    try {
      const docs = await this.loadDocs(questionid);
      this.patch(questionid, { docs, docsLoading: false });
    } catch (e) {
      this.patch(questionid, { docsLoading: false, docsError: this.describeError(e) || 'error' });
    }
  }
}
