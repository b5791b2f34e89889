import { useCallback, useEffect, useRef, useState } from 'react';
import { apiStream, errorText } from '../../api/client';
import { saveBlob } from '../../api/saveBlob';
import { expectedRows, exportPath, fileNameOf, readExport, type ExportProgress, type ExportRequest } from './readExport';

/** Where an export stands: not started, on its way, saved, nothing to export, cancelled, or failed. */
export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; format: 'csv' | 'xlsx'; progress: ExportProgress }
  | { kind: 'done'; rows: number; fileName: string }
  | { kind: 'empty' }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string };

/**
 * Runs one export at a time: fetches it, reads the stream with progress, saves the file. Cancel
 * aborts the request (the server stops reading pages when the client goes away); leaving the page
 * cancels too.
 */
export function useExportRun() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (request: ExportRequest) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', format: request.format, progress: { rows: 0, bytes: 0, total: null } });
    try {
      const response = await apiStream(exportPath(request), controller.signal);
      const total = expectedRows(response);
      if (total === 0) {
        // Nothing but headers would come: say so instead of saving an empty file.
        controller.abort();
        setState({ kind: 'empty' });
        return;
      }
      const blob = await readExport(response, request.format, (progress) => {
        if (!controller.signal.aborted) setState({ kind: 'running', format: request.format, progress });
      });
      if (controller.signal.aborted) return;
      const fileName = fileNameOf(response, `export.${request.format}`);
      saveBlob(blob, fileName);
      setState({ kind: 'done', rows: total ?? 0, fileName });
    } catch (e) {
      if (controller.signal.aborted) return;
      setState({ kind: 'error', message: errorText(e) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ kind: 'cancelled' });
  }, []);

  return { state, start, cancel };
}
