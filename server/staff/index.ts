// The staff area: its JSON API under /staff/api/, its pages under /staff, and the retention sweep.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ReportRenderer } from '../mail/templates';
import type { Storage } from '../storage';
import { DEFAULT_FIRM_TIME_ZONE } from '../../src/contracts/booking-fields';
import type { BookingDeps } from '../booking/bookings';
import { staffApi } from './api';
import type { StaffContext } from './context';
import { registerStaffPages } from './pages';
import { DEFAULT_RETENTION_MONTHS, scheduleRetention } from './retention';

export interface StaffOptions {
  storage: Storage;
  /** The built site (the UI's bundle is in dist/staff/). */
  dist: string;
  /** PUBLIC_URL: the address people reach the site at (setup links). */
  publicUrl: string;
  /** The owner's PDF report, as the report e-mail attaches it. */
  renderReport: ReportRenderer['report'];
  /** RETENTION_MONTHS, default 24. */
  retentionMonths?: number | undefined;
  /** Bookings' shared parts (the firm's zone, the links' key, calendars): their staff endpoints. */
  booking?: BookingDeps;
  /** Told of a failure of the retention sweep. Default: a console warning. */
  onBackgroundError?: (error: unknown) => void;
}

export const staffContext = (
  { db, engine, holder, now, stamp }: Storage,
  publicUrl: string,
  firmTimeZone: string = DEFAULT_FIRM_TIME_ZONE,
): StaffContext => ({
  db,
  engine,
  holder,
  now,
  stamp,
  publicUrl: new URL(publicUrl),
  firmTimeZone,
});

/** The staff area (not encapsulated: its pages are the site's, under /staff; its API is a plugin of its own). */
export const staffArea = fastifyPlugin(
  async (app: FastifyInstance, options: StaffOptions) => {
    const ctx = staffContext(options.storage, options.publicUrl, options.booking?.firmTimeZone);
    await app.register(staffApi, {
      prefix: '/staff/api',
      ctx,
      renderReport: options.renderReport,
      booking: options.booking,
    });
    registerStaffPages(app, { ctx, dist: options.dist });
    const onError =
      options.onBackgroundError ??
      ((error: unknown) => console.warn('cashflow-elements: the retention sweep failed:', error));
    const stop = scheduleRetention(ctx, options.retentionMonths ?? DEFAULT_RETENTION_MONTHS, onError);
    app.addHook('onClose', async () => stop());
  },
  { name: 'staff-area' },
);
