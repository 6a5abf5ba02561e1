import { contactMessages, contactSchema, fieldErrors, interestLabel, interestOptions } from "./schema";

const valid = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  company: "Calder Ridge",
  interest: "digital-transformation",
  message: "Please call me about our roadmap.",
};

describe("contactSchema", () => {
  it("has the five interest options with the spec's values and labels", () => {
    expect(interestOptions).toEqual([
      { value: "ai-strategy", label: "AI Strategy & Consulting" },
      { value: "ai-solutions", label: "AI Solutions Development" },
      { value: "program-management", label: "AI Program Management" },
      { value: "digital-transformation", label: "Digital Transformation" },
      { value: "other", label: "Other" },
    ]);
    expect(interestLabel("other")).toBe("Other");
  });

  it("accepts the boundaries: 2-character name and company, 10-character message", () => {
    expect(contactSchema.safeParse({ ...valid, name: "Al", company: "IB", message: "0123456789" }).success).toBe(true);
  });

  it.each([
    ["name", "A", contactMessages.name],
    ["name", "   A   ", contactMessages.name],
    ["email", "dana@", contactMessages.email],
    ["email", "dana example.com", contactMessages.email],
    ["company", "", contactMessages.company],
    ["interest", "", contactMessages.interest],
    ["interest", "consulting", contactMessages.interest],
    ["message", "too short", contactMessages.message],
    ["message", "         padded     ", contactMessages.message],
  ])("rejects %s=%j with '%s'", (field, value, message) => {
    const result = contactSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: message });
  });

  it("trims what it keeps", () => {
    const result = contactSchema.parse({ ...valid, email: "  dana@example.com ", company: " Calder Ridge " });
    expect(result.email).toBe("dana@example.com");
    expect(result.company).toBe("Calder Ridge");
  });
});
