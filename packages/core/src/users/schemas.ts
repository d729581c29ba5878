import { z } from 'zod';
import { registerEmployeeBodySchema, registerMerchantBodySchema } from '../auth/schemas.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { ROLES } from '../permissions.ts';

// The same name, email and password rules as registration.
const { email, password } = registerMerchantBodySchema.shape;
const { name } = registerEmployeeBodySchema.shape;

export const userStatusBodySchema = z.object({ status: z.boolean() });
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

/** Spec part 2 §5: employee role choices are Admin and Moderator. */
export const employeeRoleSchema = z.enum(ROLES, { error: MESSAGE_KEY.roleRequired });

/** Add Employee: a ready-to-use account under the Admin's merchant. */
export const createEmployeeBodySchema = z.object({
  name,
  email,
  password,
  role: employeeRoleSchema,
  status: z.boolean().default(true),
});
export type CreateEmployeeBody = z.infer<typeof createEmployeeBodySchema>;

export const updateEmployeeBodySchema = z.object({ name, email, role: employeeRoleSchema });
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBodySchema>;
