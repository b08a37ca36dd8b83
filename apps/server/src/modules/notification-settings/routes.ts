import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_SETTING } from '@stallfront/shared/store';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';

/** /setting/notification: GET and PUT /store/notification_settings (null until first saved: the defaults apply). */
export async function notificationSettingRoutes(app: FastifyInstance): Promise<void> {
  serveStoreSetting(app, NOTIFICATION_SETTING);
}
