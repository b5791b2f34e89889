import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiBlob, errorText } from '../api/client';
import { Dialog } from './Dialog';
import { Loading } from './Loading';
import { Alert } from './Alert';

type Props = { path: string; fileName: string; kind: 'image' | 'pdf'; onClose: () => void };

/** Shows a protected image or PDF inside the page: fetched with the token, shown from an object URL. */
export function FileViewer({ path, fileName, kind, onClose }: Props) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let made: string | null = null;
    apiBlob(path).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);

  return (
    <Dialog
      open
      wide
      title={fileName}
      onClose={onClose}
      actions={
        <>
          {url && (
            <a className="btn" href={url} download={fileName}>
              {t`Download`}
            </a>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>{t`Close`}</button>
        </>
      }
    >
      <div className="file-viewer" data-testid="file-viewer">
        {error ? <Alert kind="error">{error}</Alert> : !url ? <Loading /> : kind === 'image' ? <img src={url} alt={fileName} /> : <iframe src={url} title={fileName} />}
      </div>
    </Dialog>
  );
}
