import { ApiError, type ApiDetail } from '../api/client';
import { endSession, getSession } from '../auth/session';
import { currentLang } from '../i18n';

type Envelope = { status?: string; value?: unknown; errorCode?: string; errorMessage?: string; details?: unknown };

/**
 * Uploads a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Same envelope, headers and failures as the API client: resolves the value, rejects an ApiError.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void, fallbackMessage: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLang());
    const session = getSession();
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.jwtToken}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, null, fallbackMessage, []));
    xhr.onload = () => {
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === 'SUCCESS') {
        onProgress(1);
        resolve(body.value as T);
        return;
      }
      // Only if this upload's own session is still the stored one (not one signed in since).
      if (xhr.status === 401 && session && getSession()?.jwtToken === session.jwtToken) {
        endSession();
        window.location.assign('/session/signin');
      }
      const details = Array.isArray(body?.details) ? (body.details as ApiDetail[]) : [];
      reject(new ApiError(xhr.status, body?.errorCode ?? null, body?.errorMessage || fallbackMessage, details));
    };
    xhr.send(form);
  });
}
