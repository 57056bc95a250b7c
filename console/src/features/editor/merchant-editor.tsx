import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { stagingHostsOf } from '@core/config/environments';
import { adminQueries } from '../../shared/queries';
import { EnvironmentSwitch } from '../../shared/environments/environment-switch';
import { EditorPage } from './editor-page';
import { StagingEditor } from './staging-editor';

/**
 * A merchant's editor in one of its environments (issue 35): production (`/merchants/:code`) or its
 * staging copy (`?env=staging`), with the switch between them always at the top.
 */
export function MerchantEditorPage({ code }: { code: string }) {
  const [params] = useSearchParams();
  const env = params.get('env') === 'staging' ? 'staging' : 'production';
  const merchants = useQuery(adminQueries.merchants());
  const row = merchants.data?.find((m) => m.code === code);
  const name = row?.name ?? code;
  return (
    <>
      <EnvironmentSwitch
        code={code}
        name={name}
        env={env}
        hosts={row ? stagingHostsOf(row.hosts) : undefined}
      />
      {env === 'staging' ? <StagingEditor code={code} name={name} /> : <EditorPage code={code} />}
    </>
  );
}
