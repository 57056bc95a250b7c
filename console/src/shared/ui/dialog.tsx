import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as SharedDialog, type DialogProps } from '@web-ui/dialog';

const stay = () => undefined;

/**
 * The console's use of the one dialog of both apps (`@web-ui/dialog`): `.dialog` unless a feature
 * gives its own class, and a click beside it does nothing (a half-written review or content edit is
 * closed by its buttons or Escape only).
 */
export function Dialog({ className = 'dialog', onBackdropClick = stay, ...props }: DialogProps) {
  return <SharedDialog className={className} onBackdropClick={onBackdropClick} {...props} />;
}

/** A dialog that waits for what it will show (a review being prepared); Escape still closes it. */
export function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog labelledBy={id} onClose={onClose} busy>
      <p id={id} className="dialog-wait">
        {t('console.loading')}
      </p>
    </Dialog>
  );
}
