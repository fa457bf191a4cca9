import { Global, Module } from '@nestjs/common';
import { WorkerPoolService } from './worker-pool.service';

/** The worker pool for CPU-bound work, one per process, shared by every module. */
@Global()
@Module({ providers: [WorkerPoolService], exports: [WorkerPoolService] })
export class WorkersModule {}
