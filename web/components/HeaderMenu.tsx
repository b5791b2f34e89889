import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './Icon';

type Props = {
  name: string;
  roleLabel: string;
  homeTo: string;
  /** A school head also gets the comments on and the uploaded files of their own form. */
  isHead: boolean;
  onContact: () => void;
  onComments: () => void;
  onLogout: () => void;
};

/**
 * The account button of the top bar and the panel it opens: profile, my
 * account, comments and uploaded files (school heads), home, contact
 * information and log out. A disclosure, not an ARIA menu: it holds links and
 * buttons reached with Tab; Escape or a click outside closes it.
 */
export function HeaderMenu({ name, roleLabel, homeTo, isHead, onContact, onComments, onLogout }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Closed in the same event as the click, not after the route changes:
  // until then the panel's own "Contact information" and the top bar's are
  // both on screen and a second click could land in the stale panel.
  const close = () => setOpen(false);
  const act = (fn: () => void) => () => {
    close();
    fn();
  };

  return (
    <div className="account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-btn"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Account of ${name}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar avatar-sm" aria-hidden="true">
          {name.slice(0, 1).toUpperCase() || '?'}
        </span>
        <span className="account-name" aria-hidden="true">
          {name}
        </span>
        <Icon name="chevronDown" />
      </button>
      <div id={panelId} className="account-panel" hidden={!open}>
        <div className="account-head">
          <strong>{name}</strong>
          <small>{roleLabel}</small>
        </div>
        <ul>
          <li>
            <Link to="/user/UserProfile" onClick={close}>
              <Icon name="user" />
              {t`Profile`}
            </Link>
          </li>
          <li>
            <Link to="/user/UserProfile#account" onClick={close}>
              <Icon name="lock" />
              {t`My account`}
            </Link>
          </li>
          {isHead && (
            <>
              <li>
                <button type="button" onClick={act(onComments)}>
                  <Icon name="comment" />
                  {t`Comments`}
                </button>
              </li>
              <li>
                <Link to="/dashboard/accreditationhm" onClick={close}>
                  <Icon name="attach" />
                  {t`Uploaded files`}
                </Link>
              </li>
            </>
          )}
          <li className="account-sep">
            <Link to={homeTo} onClick={close}>
              <Icon name="home" />
              {t`Home`}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/help" onClick={close}>
              <Icon name="help" />
              {t`Guidelines`}
            </Link>
          </li>
          <li>
            <button type="button" onClick={act(onContact)}>
              <Icon name="phone" />
              {t`Contact information`}
            </button>
          </li>
          <li className="account-sep">
            <button type="button" onClick={act(onLogout)}>
              <Icon name="logout" />
              {t`Log out`}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
