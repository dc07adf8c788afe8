// The head of every inventory screen: "Inventarios" over the screen's title, with an optional
// description and the screen's actions or status (freshness…) on the right.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ScreenHeader } from '../../../lib/ui/screen-header';

export function PageHeader({
  title,
  description,
  actions,
  testId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <ScreenHeader
      section={<Trans>Inventarios</Trans>}
      title={title}
      description={description}
      actions={actions}
      testId={testId}
    />
  );
}
