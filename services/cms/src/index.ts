import { runServiceMain } from '@shop/service-kit';
import { cmsService } from './service';

await runServiceMain(cmsService);
