import { z } from 'zod';
import { DIGEST_MESSAGES, digestTimeProblem } from '../../rules/digest';

// The morning digest's settings form (Profile Settings); its times and words are lib/rules/digest.ts.

export const digestSettingsSchema = z.object({
  enabled: z.boolean({ error: DIGEST_MESSAGES.enabled }),
  time: z
    .string({ error: DIGEST_MESSAGES.time })
    .trim()
    .superRefine((value, ctx) => {
      const problem = digestTimeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export type DigestSettingsInput = z.input<typeof digestSettingsSchema>;
export type DigestSettings = z.output<typeof digestSettingsSchema>;
