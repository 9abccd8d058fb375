// Kept out of the HTML so that a strict Content-Security-Policy (no inline script) still works.
window.ui = SwaggerUIBundle({ url: "/openapi.yml", dom_id: "#swagger-ui", deepLinking: true });
