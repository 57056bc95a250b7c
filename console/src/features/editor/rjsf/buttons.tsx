import type { IconButtonProps } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';

/** Text buttons with accessible names instead of rjsf's glyph-font icons (no icon font is shipped). */
function make(symbol: string, titleKey: TranslatableString, extraClass = '', showText = false) {
  return function Button(props: IconButtonProps) {
    const { registry, iconType: _i, icon: _icon, uiSchema: _u, className, ...rest } = props;
    const title = registry.translateString(titleKey);
    return (
      <button
        type="button"
        className={`icon-btn ${extraClass} ${className ?? ''}`}
        title={title}
        aria-label={title}
        {...rest}
      >
        <span aria-hidden="true">{symbol}</span>
        {showText && <span aria-hidden="true"> {title}</span>}
      </button>
    );
  };
}

export const buttonTemplates = {
  AddButton: make('+', TranslatableString.AddItemButton, 'add', true),
  CopyButton: make('⧉', TranslatableString.CopyButton),
  MoveDownButton: make('↓', TranslatableString.MoveDownButton),
  MoveUpButton: make('↑', TranslatableString.MoveUpButton),
  RemoveButton: make('✕', TranslatableString.RemoveButton, 'danger'),
  ClearButton: make('⌫', TranslatableString.ClearButton),
};
