import { useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from './LanguageSwitch';
import { Icon } from './Icon';
import { HeaderMenu } from './HeaderMenu';
import { ContactDialog } from './HeaderContact';
import { CommentsDialog } from './HeaderComments';

export type HeaderProps = {
  /** The signed-in person's name as shown, and their role in words. */
  name: string;
  roleLabel: string;
  /** Where home (the icon and the menu entry) leads for this user. */
  homeTo: string;
  isHead: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  compact: boolean;
  onToggleCompact: () => void;
  onLogout: () => void;
};

/**
 * The top bar (64 px, spec §9): the menu button on phones, the compact toggle
 * on wider screens, the title, and on the right home, contact information,
 * the language switch, the account menu and log out (spec §2).
 */
export function Header({ name, roleLabel, homeTo, isHead, menuOpen, onToggleMenu, compact, onToggleCompact, onLogout }: HeaderProps) {
  const { t } = useLingui();
  const [contactOpen, setContactOpen] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);

  return (
    <header className="topbar">
      <button type="button" className="icon-btn menu-btn" aria-label={t`Menu`} aria-expanded={menuOpen} aria-controls="sidenav" onClick={onToggleMenu}>
        <Icon name="menu" />
      </button>
      <button
        type="button"
        className="icon-btn compact-btn"
        aria-label={compact ? t`Expand the side menu` : t`Collapse the side menu`}
        aria-pressed={compact}
        title={compact ? t`Expand the side menu` : t`Collapse the side menu`}
        onClick={onToggleCompact}
      >
        <Icon name={compact ? 'chevronRight' : 'chevronLeft'} />
      </button>
      <div className="brand">
        <span className="brand-full">{t`School Accreditation`}</span>
      </div>
      <div className="topbar-right">
        <Link to={homeTo} className="icon-btn topbar-extra" aria-label={t`Home`} title={t`Home`}>
          <Icon name="home" />
        </Link>
        <button type="button" className="icon-btn topbar-extra" aria-label={t`Contact information`} title={t`Contact information`} onClick={() => setContactOpen(true)}>
          <Icon name="phone" />
        </button>
        <LanguageSwitch className="lang-switch-dark" />
        <HeaderMenu
          name={name}
          roleLabel={roleLabel}
          homeTo={homeTo}
          isHead={isHead}
          onContact={() => setContactOpen(true)}
          onComments={() => setCommentsOpen(true)}
          onLogout={onLogout}
        />
        <button type="button" className="btn btn-light logout-btn" aria-label={t`Log out`} title={t`Log out`} onClick={onLogout}>
          <Icon name="logout" />
          <span className="btn-text" aria-hidden="true">{t`Log out`}</span>
        </button>
      </div>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
      {isHead && <CommentsDialog open={commentsOpen} onClose={() => setCommentsOpen(false)} />}
    </header>
  );
}
