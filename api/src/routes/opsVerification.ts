import type { FastifyInstance } from 'fastify';
import {
  opsVerificationDecide,
  opsVerificationFile,
  opsVerificationQueue,
  opsVerificationThresholds,
  opsVerificationThresholdsSet,
} from 'shared-contracts/ops';
import { toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';
import { askChange, requestOf } from '../operators/requests';
import { thresholdsAsSet } from '../verification/levels';
import { decideSubmission, openImage, pendingSubmissions } from '../verification/review';
import { uploadsOf } from '../verification/store';
import { checkThresholdsChange } from '../verification/thresholds';
import { wire as wireRequest } from './opsRequests';

/**
 * Member verification in the console (issue 40, src/verification): support's queue, the images (a read recorded each
 * time) and decisions; the thresholds, changed by one admin's request and another's approval.
 */
export default async function opsVerificationRoutes(app: FastifyInstance) {
  const settings = app.config.verification;
  const uploads = uploadsOf(app.config);
  const now = () => app.deps.now();

  opsCall(app, opsVerificationQueue, {
    permission: 'support',
    handle: async ({ db, input }) => {
      const page = await pendingSubmissions(db, input);
      return {
        ...page,
        rows: page.rows.map((row) => ({
          id: Number(row.id),
          user_id: Number(row.user_id),
          username: row.username,
          level: row.level ?? 'none',
          legal_name: row.legal_name,
          birth_date: row.birth_date,
          document_file: Number(row.document_file),
          selfie_file: Number(row.selfie_file),
          createtime: toUnixSeconds(row.created_at),
        })),
      };
    },
  });

  opsCall(app, opsVerificationFile, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      const image = await openImage(db, uploads, input.file_id, actor, now());
      return { kind: image.kind, mime: image.mime, data: image.bytes.toString('base64') };
    },
  });

  opsCall(app, opsVerificationDecide, {
    permission: 'support',
    handle: async ({ db, input, actor }) => ({
      id: input.submission_id,
      status: await decideSubmission(db, { id: input.submission_id, decision: input.decision, reason: input.reason }, actor, now()),
    }),
  });

  opsCall(app, opsVerificationThresholds, {
    permission: 'read',
    handle: async ({ db }) => {
      const inForce = await thresholdsAsSet(db, settings);
      return {
        basic_above: inForce.basicAbove,
        full_above: inForce.fullAbove,
        defaults: { basic_above: settings.basicAbove, full_above: settings.fullAbove },
        set_by: inForce.setBy,
        set_at: inForce.setAt === null ? null : toUnixSeconds(inForce.setAt),
      };
    },
  });

  opsCall(app, opsVerificationThresholdsSet, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const asked = { basicAbove: input.basic_above, fullAbove: input.full_above };
      await checkThresholdsChange(db, settings, asked);
      const id = await askChange(app.deps, db, { kind: 'verification.thresholds', payload: asked, reason: input.reason }, actor);
      return wireRequest(await requestOf(db, id));
    },
  });
}
