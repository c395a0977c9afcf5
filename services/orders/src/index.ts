import { runServiceMain } from '@shop/service-kit';
import { ordersService } from './service';

await runServiceMain(ordersService);
