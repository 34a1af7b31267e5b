/** The team (product §2.7, §3 team member): its departments, members and the figures drawn from them. */
import { z } from 'zod';
import { localizedSchema } from './projects';

export const DEPARTMENTS = ['leadership', 'technology', 'impact', 'finance', 'community'] as const;
export type Department = (typeof DEPARTMENTS)[number];

const localizedList = z.array(localizedSchema).readonly();

export const teamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: localizedSchema,
  department: z.enum(DEPARTMENTS),
  bio: localizedSchema,
  location: z.string(),
  /** Years of professional experience. */
  experienceYears: z.number(),
  skills: localizedList,
  /** Awards and milestones. */
  achievements: localizedList,
  email: z.string(),
  linkedin: z.string(),
  github: z.string(),
  languages: localizedList,
  hobbies: localizedList,
  /** ISO date. */
  joinDate: z.string(),
  level: localizedSchema,
  /** Active projects the member works on. */
  projects: z.number(),
  /** Out of 5. */
  rating: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export interface TeamStatistics {
  members: number;
  departments: number;
  activeProjects: number;
  awards: number;
  /** Average rating, one decimal. */
  rating: number;
}

/** A team's statistics, from its members. */
export function teamStatistics(members: readonly TeamMember[]): TeamStatistics {
  const sum = (pick: (member: TeamMember) => number) => members.reduce((total, m) => total + pick(m), 0);
  return {
    members: members.length,
    departments: new Set(members.map((m) => m.department)).size,
    activeProjects: sum((m) => m.projects),
    awards: sum((m) => m.achievements.length),
    rating: members.length ? Math.round((sum((m) => m.rating) / members.length) * 10) / 10 : 0,
  };
}

/** The members of each department, in the order of DEPARTMENTS; empty departments are left out. */
export function membersByDepartment(members: readonly TeamMember[]) {
  return DEPARTMENTS.map((department) => ({
    department,
    members: members.filter((m) => m.department === department),
  })).filter((group) => group.members.length > 0);
}
