import type { Db } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';

export type ActivityType = 'registration' | 'verification' | 'login' | 'logout' | 'login_refused' | 'account';

export interface ActivityEntry {
  userId?: string | null;
  sellerId?: string | null;
  logType: ActivityType;
  logMessage: string;
  ipAddress?: string | null;
}

export async function logActivity(db: Pick<Db, 'insert'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values(entry);
}
