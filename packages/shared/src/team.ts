/** The team (spec §2.7, §3 team member): its departments, members and the figures drawn from them. */
import type { Localized } from './projects';

export const DEPARTMENTS = ['leadership', 'technology', 'impact', 'finance', 'community'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface TeamMember {
  id: number;
  name: string;
  role: Localized;
  department: Department;
  bio: Localized;
  location: string;
  /** Years of professional experience. */
  experienceYears: number;
  skills: readonly Localized[];
  /** Awards and milestones. */
  achievements: readonly Localized[];
  email: string;
  linkedin: string;
  github: string;
  languages: readonly Localized[];
  hobbies: readonly Localized[];
  /** ISO date. */
  joinDate: string;
  level: Localized;
  /** Active projects the member works on. */
  projects: number;
  /** Out of 5. */
  rating: number;
}

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
