import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ScreenHeader } from '../../../../lib/ui/screen-header';

/** "Inventarios" over the screen's title, with the screen's status (freshness…) on the right. */
export function PageHeader({ title, aside, testId }: { title: string; aside?: ReactNode; testId?: string }) {
  return <ScreenHeader section={<Trans>Inventarios</Trans>} title={title} actions={aside} testId={testId} />;
}
