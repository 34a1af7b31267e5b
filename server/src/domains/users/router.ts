import { publicProfileSchema, usernameInput } from '@wurzelwerk/shared';
import { publicProcedure, router } from '../../trpc/init';
import { publicProfile } from './service';

export const usersRouter = router({
  /** The public profile by username; hidden ("Profil sichtbar" off) and unknown alike → NOT_FOUND. */
  profile: publicProcedure
    .input(usernameInput)
    .output(publicProfileSchema)
    .query(({ ctx, input }) => publicProfile(ctx, input.username)),
});
