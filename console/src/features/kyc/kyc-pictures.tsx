import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_SIDES, type KycSide } from '@schemas/api';
import { errorKey } from '../../shared/api';
import { kycQueries } from './queries';

function Picture({ code, id, side }: { code: string; id: number; side: KycSide }) {
  const { t } = useTranslation();
  const q = useQuery(kycQueries.picture(code, id, side));
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : undefined), [q.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const label = t(`console.kyc.sides.${side}`);
  return (
    <figure className="kyc-picture">
      {q.isError ? (
        <p role="alert">{t(errorKey(q.error))}</p>
      ) : url ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('console.kyc.openFull', { side: label })}
        >
          <img src={url} alt={t('console.kyc.pictureAlt', { side: label, id })} />
        </a>
      ) : (
        <span aria-busy="true" className="kyc-picture__ph" />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** The three identity pictures of a request (operators only: the API refuses other roles). */
export function KycPictures({ code, id }: { code: string; id: number }) {
  return (
    <div className="kyc-pictures">
      {KYC_SIDES.map((side) => (
        <Picture key={side} code={code} id={id} side={side} />
      ))}
    </div>
  );
}
