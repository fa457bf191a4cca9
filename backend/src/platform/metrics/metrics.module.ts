import { Global, Module } from '@nestjs/common';
import { InstanceCounts } from './instance-counts';
import { MetricsService } from './metrics.service';

@Global()
@Module({ providers: [MetricsService, InstanceCounts], exports: [MetricsService, InstanceCounts] })
export class MetricsModule {}
