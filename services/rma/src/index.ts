import { runServiceMain } from '@shop/service-kit';
import { rmaService } from './service';

await runServiceMain(rmaService);
