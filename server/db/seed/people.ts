// People and access: the privilege table, the six documented demo users, a dozen staff users who
// work the points of sale, and their venue links.
import { ALL_PRIVILEGE_CODES, PRIVILEGES, type PrivilegeCode, ROLE_PRESETS } from '../../../src/contract/privileges';
import { hashPassword } from '../../lib/password';
import { privileges, userPrivileges, users, userVenues } from '../schema';
import type { SeedContext } from './context';
import { asciiSlug } from './data/names';
import type { StaffRole, Venue } from './venue';

export const DEMO_PASSWORD = 'noctua2026';

export interface UserRef {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
}

export interface People {
  admin: UserRef;
  stock: UserRef;
  vip: UserRef;
  caja: UserRef;
  supervisor: UserRef;
  nuevo: UserRef;
  staff: Record<StaffRole, UserRef[]>;
}

interface UserSpec {
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  codes: readonly PrivilegeCode[];
  password: string;
  mustChangePassword?: boolean;
  ticketing?: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i) as PrivilegeCode);

/** The documented demo accounts (README): keep emails, passwords and codes in step with it. */
function demoUsers(defaultPassword: string): Record<Exclude<keyof People, 'staff'>, UserSpec> {
  return {
    admin: {
      email: 'admin@noctua.test',
      firstName: 'Martín',
      lastName: 'Gutiérrez',
      position: 'Gerente general',
      codes: ALL_PRIVILEGE_CODES,
      password: DEMO_PASSWORD,
      ticketing: true,
    },
    stock: {
      email: 'stock@noctua.test',
      firstName: 'Lucía',
      lastName: 'Fernández',
      position: 'Encargada de stock',
      codes: ['103', '109', '407', '409', ...range(411, 418), '420', '423'],
      password: DEMO_PASSWORD,
    },
    vip: {
      email: 'vip@noctua.test',
      firstName: 'Valentina',
      lastName: 'Ríos',
      position: 'Encargada de servicio VIP',
      codes: ['306', '307', '308'],
      password: DEMO_PASSWORD,
    },
    caja: {
      email: 'caja@noctua.test',
      firstName: 'Diego',
      lastName: 'Pereyra',
      position: 'Jefe de cajas',
      // The cashier preset: counts registers blind (no 207/204/206: never sees what a register
      // should hold before counting it) and does not decide cancellations (no 107).
      codes: ROLE_PRESETS.cashier,
      password: DEMO_PASSWORD,
    },
    supervisor: {
      email: 'supervisor@noctua.test',
      firstName: 'Carolina',
      lastName: 'Medina',
      position: 'Supervisora de noche',
      // 141 reaches the extraction screen (its SPEC guard), where 207 confirms the counts the cashiers
      // made blind; 107 decides the cancellations they ask for.
      codes: ['102', '107', '141', '207', '300', '302'],
      password: DEMO_PASSWORD,
    },
    nuevo: {
      email: 'nuevo@noctua.test',
      firstName: 'Tomás',
      lastName: 'Acosta',
      position: 'Asistente administrativo',
      codes: [],
      password: defaultPassword,
      mustChangePassword: true,
    },
  };
}

/** Staff users who sign in to the POS terminals; one per bar, ticket office and cloakroom. */
const STAFF: Record<StaffRole, { name: [string, string]; position: string; codes: PrivilegeCode[] }[]> = {
  bartender: [
    { name: ['Nicolás', 'Sosa'], position: 'Jefe de barra', codes: ['409'] },
    { name: ['Agustina', 'Benítez'], position: 'Bartender', codes: [] },
    { name: ['Lautaro', 'Herrera'], position: 'Bartender', codes: [] },
    { name: ['Micaela', 'Giménez'], position: 'Bartender', codes: [] },
    { name: ['Facundo', 'Molina'], position: 'Bartender', codes: [] },
    { name: ['Rocío', 'Castro'], position: 'Bartender', codes: [] },
  ],
  cashier: [
    { name: ['Gonzalo', 'Ojeda'], position: 'Cajero de boletería', codes: ['141'] },
    { name: ['Florencia', 'Luna'], position: 'Cajera de boletería', codes: ['141'] },
    { name: ['Matías', 'Cabrera'], position: 'Cajero de boletería VIP', codes: ['141'] },
    { name: ['Antonella', 'Vega'], position: 'Cajera suplente', codes: [] },
  ],
  cloakroom: [
    { name: ['Brenda', 'Quiroga'], position: 'Encargada de guardarropa', codes: [] },
    { name: ['Ezequiel', 'Ledesma'], position: 'Guardarropa', codes: [] },
  ],
};

/**
 * argon2 costs ~15 ms a hash, so each distinct password is hashed once and the hash reused (the
 * staff users share the demo password's hash).
 */
async function hashOnce(passwords: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(passwords)];
  const hashes = await Promise.all(unique.map((p) => hashPassword(p)));
  return new Map(unique.map((p, i) => [p, hashes[i] as string]));
}

export async function buildPeople(ctx: SeedContext, venue: Venue, defaultPassword: string): Promise<People> {
  const { sink, ids } = ctx;
  const created = new Date(ctx.epochMs);
  for (const code of ALL_PRIVILEGE_CODES) sink.add(privileges, { code, description: PRIVILEGES[code] });

  const specs = demoUsers(defaultPassword);
  const hashes = await hashOnce([...Object.values(specs).map((s) => s.password), DEMO_PASSWORD]);

  const addUser = (spec: UserSpec): UserRef => {
    const ref: UserRef = {
      id: ids.at(ctx.epochMs),
      email: spec.email,
      firstName: spec.firstName,
      lastName: spec.lastName,
      displayName: `${spec.firstName} ${spec.lastName}`,
    };
    sink.add(users, {
      ...ref,
      position: spec.position,
      passwordHash: hashes.get(spec.password) ?? '',
      mustChangePassword: spec.mustChangePassword ?? false,
      ticketingActive: spec.ticketing ?? false,
      ticketingUrl: spec.ticketing ? 'https://tickets.noctua.test/login' : null,
      defaultVenueId: venue.id,
      createdAt: created,
      updatedAt: created,
    });
    sink.add(userVenues, { userId: ref.id, venueId: venue.id });
    for (const code of spec.codes) sink.add(userPrivileges, { userId: ref.id, code, createdAt: created, updatedAt: created });
    return ref;
  };

  const staff = {} as Record<StaffRole, UserRef[]>;
  const demo = {
    admin: addUser(specs.admin),
    stock: addUser(specs.stock),
    vip: addUser(specs.vip),
    caja: addUser(specs.caja),
    supervisor: addUser(specs.supervisor),
    nuevo: addUser(specs.nuevo),
  };
  for (const role of Object.keys(STAFF) as StaffRole[]) {
    staff[role] = STAFF[role].map(({ name: [firstName, lastName], position, codes }) =>
      addUser({
        email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}@noctua.test`,
        firstName,
        lastName,
        position,
        codes,
        password: DEMO_PASSWORD,
      }),
    );
  }
  return { ...demo, staff };
}
