// What an offline-capable inventory screen shows when this device holds no copy of the venue's
// data: the screen says why in its own words (title and description).
import type { ReactNode } from 'react';
import { NoticeAlert } from '../../../lib/ui/notice-alert';

export function NoReplicaNotice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <NoticeAlert status="warning" title={title} testId="no-replica">
      {children}
    </NoticeAlert>
  );
}
