import { runServiceMain } from '@shop/service-kit';
import { notificationsService } from './service';

await runServiceMain(notificationsService);
