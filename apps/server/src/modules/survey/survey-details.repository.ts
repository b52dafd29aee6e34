import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discoverTypes, serviceConnections, serviceTypes, services, surveys } from '../../db/schema';

/** A person's survey row (both roles), as the profile's Survey details and sign-up write it. */
export type SurveyValues = Partial<Omit<typeof surveys.$inferInsert, 'userId' | 'createdAt'>>;

export const surveyDetailsRepository = (db: DbOrTx) => ({
  /** The survey row with the names of the options it points at. */
  async surveyDetails(userId: number) {
    const [row] = await db
      .select({
        survey: surveys,
        connection: { id: serviceConnections.id, name: serviceConnections.name },
        type: { id: serviceTypes.id, name: serviceTypes.name },
        discover: { id: discoverTypes.id, name: discoverTypes.name },
        service: { id: services.id, name: services.name },
      })
      .from(surveys)
      .leftJoin(serviceConnections, eq(serviceConnections.id, surveys.serviceConnectionId))
      .leftJoin(serviceTypes, eq(serviceTypes.id, surveys.serviceTypeId))
      .leftJoin(discoverTypes, eq(discoverTypes.id, surveys.discoverTypeId))
      .leftJoin(services, eq(services.id, surveys.serviceId))
      .where(eq(surveys.userId, userId));
    return row ?? null;
  },

  /** Writes the person's survey row (made at sign-up, changed from the profile): one statement. */
  async saveSurvey(userId: number, values: SurveyValues) {
    await db
      .insert(surveys)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: surveys.userId, set: { ...values, updatedAt: new Date() } });
  },
});
