import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HEAD_ICON_IDS, HeadIcon, Icon, Popup, useToast } from '../../../shared/ui';
import { useSetHeadIcon } from '../api/member-area';

/** The avatar with the head-icon picker (spec §7 head icon POST): tap, pick one of the platform's icons, save. */
export function AvatarPicker({
  headIcon,
  seed,
  size = 72,
}: {
  headIcon?: string;
  /** Who the avatar is drawn for when no head icon was picked (the account). */
  seed?: string;
  size?: number;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(headIcon);
  const save = useSetHeadIcon(() => {
    setOpen(false);
    toast.success(t('member.avatar.saved'));
  });
  const openPicker = () => {
    setChoice(headIcon);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="mb-avatar"
        onClick={openPicker}
        aria-label={t('member.avatar.change')}
        style={{ width: size, height: size }}
      >
        <HeadIcon icon={headIcon} seed={seed} size={size} />
        <span className="mb-avatar__edit" aria-hidden="true">
          <Icon name="edit" size={14} />
        </span>
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={t('member.avatar.title')}>
        <div className="mb-avatar-grid" role="radiogroup" aria-label={t('member.avatar.title')}>
          {HEAD_ICON_IDS.map((id, i) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={choice === id}
              aria-label={t('member.avatar.option', { n: i + 1 })}
              className="mb-avatar-grid__item"
              onClick={() => setChoice(id)}
            >
              <HeadIcon icon={id} size={64} />
            </button>
          ))}
        </div>
        <Button
          block
          loading={save.isPending}
          disabled={!choice || choice === headIcon}
          onClick={() => choice && save.mutate(choice)}
        >
          {t('member.avatar.save')}
        </Button>
      </Popup>
    </>
  );
}
