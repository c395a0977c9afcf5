import { runServiceMain } from '@shop/service-kit';
import { paymentsService } from './service';

await runServiceMain(paymentsService);
