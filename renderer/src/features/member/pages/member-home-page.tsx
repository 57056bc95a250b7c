import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { pickTemplate, type TemplateVariant } from '@core/templates';
import { useMerchantConfig } from '../../../shared/config';
import { LogoutButton, Page } from '../../../shared/ui';
import { MemberHomeBase } from '../components/member-home-base';
import { MemberHomeNew } from '../components/member-home-new';
import { useMemberCentre, type MemberCentre } from '../model/use-member-centre';
import '../member.css';

/** The member-centre templates by variant (spec §4 mem_cen): one lookup in core/templates.ts picks one. */
const TEMPLATES: Record<TemplateVariant, ComponentType<{ centre: MemberCentre }>> = {
  base: MemberHomeBase,
  new: MemberHomeNew,
};

/** /m/member/home: the member centre (and the agent shortcut for agents), in the merchant's template. */
export default function MemberHomePage() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const centre = useMemberCentre();
  const Template = pickTemplate(config, 'mem_cen', TEMPLATES);
  return (
    <Page title={t('titles.memberHome')} className="mb-page">
      <div className="cfg-slot" data-config-path="/templates/mem_cen">
        <Template centre={centre} />
      </div>
      <LogoutButton className="mb-logout" />
    </Page>
  );
}
