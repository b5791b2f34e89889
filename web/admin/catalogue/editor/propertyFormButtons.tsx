import { useLingui } from '@lingui/react/macro';
import type { IconButtonProps, TemplatesType } from '@rjsf/utils';

// rjsf's own buttons draw Bootstrap glyph icons the app does not load: on screen they were
// empty squares with an English tooltip. These say what they do, in the reader's language.
type Action = 'add' | 'remove' | 'up' | 'down' | 'copy';

function TextButton({ action, icon: _icon, iconType, className: _className, uiSchema: _uiSchema, registry: _registry, title: _title, ...rest }: IconButtonProps & { action: Action }) {
  const { t } = useLingui();
  const label = { add: t`Add a row`, remove: t`Remove`, up: t`Move up`, down: t`Move down`, copy: t`Copy` }[action];
  return (
    <button type="button" className={iconType === 'danger' ? 'btn btn-danger-outline btn-sm' : 'btn btn-sm'} {...rest}>
      {label}
    </button>
  );
}

export const propertyFormButtons: Partial<TemplatesType['ButtonTemplates']> = {
  AddButton: (p) => <TextButton {...p} action="add" />,
  RemoveButton: (p) => <TextButton {...p} iconType="danger" action="remove" />,
  MoveUpButton: (p) => <TextButton {...p} action="up" />,
  MoveDownButton: (p) => <TextButton {...p} action="down" />,
  CopyButton: (p) => <TextButton {...p} action="copy" />,
};
