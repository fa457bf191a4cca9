import { Module } from '@nestjs/common';
import { CreationPolicyService } from './creation-policy.service';

/** Who may create events (the operators' setting); the events, series and next-potluck modules ask it. */
@Module({
  providers: [CreationPolicyService],
  exports: [CreationPolicyService],
})
export class CreationPolicyModule {}
